// Annotated records with variations for both games, shared by the record tests and the
// board's (test/components/trees.test.ts).

/** An annotated 9×9 Gonnect game: variations at moves 2 and 3, a swap, marks, labels, unknown properties, a comment holding markup. */
export const GONNECT = `(;FF[4]GM[1]CA[UTF-8]SZ[9]RU[Gonnect]EV[Club evening]GN[Round 3]DT[2024-05-01]PC[Kyoto]PB[Ann]BR[3d]PW[Bob]WR[1k]RE[B+]
C[Black opens in the centre.]KM[0]AP[Test:1.0]
;B[ee]C[The centre.]TR[ee]CR[dd][ff]LB[cc:A][gg:B]
(;W[cc]C[Main line.];B[gg]SQ[gg]MA[cc];W[cg]BL[30.5][x])
(;W[gg]C[<img src=x onerror="alert(1)">]
(;B[cc];W[dc])
(;B[dd]C[Another try.]))
(;SWAP[]C[Taking the centre.];W[dd]))`;

/** Connect6 in Little Golem's dialect: two variations at turn 3, comments, marks, an unknown property. */
export const CONNECT6 = `(;FF[4]EV[connect6.ch.26.1.1]PB[Phoenix]PW[Lomaben]SO[http://www.littlegolem.com]XX[kept]C[A quiet opening.]
;B[j10];W[j9l11]C[White blocks both diagonals.]
(;B[k9l8]TR[k9]LB[l8:1];W[m7h12])
(;B[k11k12]C[Straight up: White must answer.]CR[k13];W[k13k8])
(;B[h8g7]C[Far away.];W[a2a3]))`;
