// boardgame.io on PostgreSQL (bgio-postgres), as its documentation deploys
// it, for the load bench's side-by-side run (`--versus`, api/benches/load).
// The game is as light as a game can be, so that what is measured is the
// framework and its store, not rules: two players take turns, each turn one
// move that adds an army, and a game ends after LENGTH moves. Every move is
// a whole boardgame.io action: the master fetches the match, checks the
// credentials and the state id, runs the reducer, tells the match's
// sockets, and writes the state and the log in a transaction.
//
// Environment: PORT, DATABASE_URL (postgres://...; `?host=/dir` for a
// socket), LENGTH (moves a game lasts, default 200).
const { Server } = require('boardgame.io/server');
const { PostgresStore } = require('bgio-postgres');

const LENGTH = Number(process.env.LENGTH || 200);

const Armies = {
  name: 'armies',
  setup: () => ({ moves: 0, armies: [0, 0] }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    place: ({ G, playerID }) => {
      G.moves += 1;
      G.armies[Number(playerID)] += 1;
    },
  },
  endIf: ({ G }) => (G.moves >= LENGTH ? { draw: true } : undefined),
};

const db = new PostgresStore(process.env.DATABASE_URL, { logging: false });
const server = Server({ games: [Armies], db });
server.run(Number(process.env.PORT));
