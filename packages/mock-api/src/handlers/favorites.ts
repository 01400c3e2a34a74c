/** [ref: favorites#calls] favorites lists. */
import { formattedPrice, getProduct } from '../catalogue/products';
import { type CallContext, type Resolvers } from '../serve-call';
import { num, str } from '../read-input';
import type { SessionState } from '../state/session';

function summaries(state: SessionState): Record<string, unknown> {
  return {
    TotalItemCount: state.favorites.items.length,
    BoardSummaries: state.favorites.boards.map((b) => ({
      Id: b.Id,
      BoardName: b.BoardName,
      ItemCount: state.favorites.items.filter((i) => i.boardId === b.Id).length,
    })),
    itemSkus: [...new Set(state.favorites.items.map((i) => i.sku))],
  };
}

function add(ctx: CallContext, boardId: number): number {
  const { session, input } = ctx;
  const sku = str(input, 'sku');
  const ocp = str(input, 'optionChoiceParameter');
  const existing = session.favorites.items.find(
    (i) => i.boardId === boardId && i.sku === sku && i.optionChoiceParameter === ocp,
  );
  if (existing) return existing.recapId;
  const recapId = 1000 + session.favorites.items.length + session.nextId;
  session.nextId += 1;
  session.favorites.items.push({
    boardId,
    sku,
    optionChoiceParameter: ocp,
    quantity: num(input, 1, 'quantity'),
    recapId,
  });
  return recapId;
}

export const favoritesResolvers = {
  favoritesSkus: ({ session }) =>
    session.favorites.items.map((i) => ({ Item1: i.sku, Item2: i.optionChoiceParameter })),
  favoritesPopupData: ({ session, input }) => {
    const sku = str(input, 'sku');
    const ocp = str(input, 'optionChoiceParameter');
    const product = getProduct(sku);
    return {
      CurrentProductSku: sku,
      CurrentProductName: product?.name ?? '',
      CurrentProductFormattedPrice: product ? formattedPrice(product) : '',
      ProductImageUrl: product?.imagePath ?? '',
      OptionChoiceParameter: ocp,
      Boards: session.favorites.boards.map((b) => ({
        Id: b.Id,
        BoardName: b.BoardName,
        IsProductMember: session.favorites.items.some((i) => i.boardId === b.Id && i.sku === sku),
      })),
      IsSignedIn: session.user !== null,
      IsMobile: false,
    };
  },
  // A guest's lists live in the session (as a storefront keeps them with a cookie); signing in
  // brings them into the account beside its own boards.
  favoritesAddItem: (ctx) => {
    const { session, input } = ctx;
    if (!getProduct(str(input, 'sku')))
      return { recapId: 0, isSuccess: false, message: 'This item cannot be added to a list.' };
    const boardId = num(input, session.favorites.boards[0]?.Id ?? 1, 'boardId', 'recapId');
    const board = session.favorites.boards.find((b) => b.Id === boardId) ?? session.favorites.boards[0];
    if (!board) return { recapId: 0, isSuccess: false, message: 'Please create a list first.' };
    return { recapId: add(ctx, board.Id), isSuccess: true, boardName: board.BoardName, ...summaries(session) };
  },
  favoritesCreateBoard: (ctx) => {
    const { session, input } = ctx;
    const boardName = str(input, 'boardName');
    if (!boardName) return { recapId: 0, message: 'Please enter a list name.' };
    const Id = Math.max(0, ...session.favorites.boards.map((b) => b.Id)) + 1;
    session.favorites.boards.push({ Id, BoardName: boardName });
    const recapId = str(input, 'sku') ? add(ctx, Id) : Id;
    return { recapId, boardId: Id, boardName, ...summaries(session) };
  },
} satisfies Resolvers;
