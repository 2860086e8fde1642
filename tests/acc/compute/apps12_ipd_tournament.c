/* An iterated prisoner's dilemma round-robin tournament, as evolutionary game theory codes port
 * it (spec 2.9.11 reduction on whole arrays, 2.9.6 collapse, 2.15.1 routine seq, 2.13 declare
 * copyin): strategies are lookup tables over the last two moves (a `declare copyin` global
 * table), every ordered pair of strategies plays ROUNDS rounds in one iteration of a
 * `collapse(2)` loop (a `routine seq` returns both players' scores packed), the scores are
 * accumulated into `reduction(+:score)` over the whole array (each pair adds to two players),
 * and `max` reductions find the best single game. Checked against the host. */
#include <string.h>
#include "check.h"
#define NS 24
#define ROUNDS 150

unsigned char strat[NS][5]; /* first move, then the reply to (my last, their last) in CC, CD, DC, DD */
#pragma acc declare create(strat)

#pragma acc routine seq
static long play(int a, int b)
{
    static const int pay[2][2] = {{3, 0}, {5, 1}}; /* pay[me][them], 0 = cooperate */
    int ma = strat[a][0], mb = strat[b][0], sa = 0, sb = 0;
    for (int r = 0; r < ROUNDS; r++) {
        sa += pay[ma][mb];
        sb += pay[mb][ma];
        int na = strat[a][1 + 2 * ma + mb], nb = strat[b][1 + 2 * mb + ma];
        ma = na; mb = nb;
    }
    return (long)sa << 32 | sb;
}

int main(void)
{
    for (int k = 0; k < NS; k++) {
        strat[k][0] = k & 1;
        for (int m = 0; m < 4; m++) strat[k][1 + m] = (k >> (m + 1)) & 1 ? 1 : 0;
    }
    /* 0b00110 with first move C: tit for tat (reply = their last move) */
    unsigned char tft[5] = {0, 0, 1, 0, 1};
    memcpy(strat[6], tft, 5);
#pragma acc update device(strat)
    long score[NS];
    int best = 0;
    memset(score, 0, sizeof score);
#pragma acc parallel loop collapse(2) reduction(+:score) reduction(max:best)
    for (int a = 0; a < NS; a++)
        for (int b = 0; b < NS; b++) {
            if (a >= b) continue;
            long r = play(a, b);
            int sa = (int)(r >> 32), sb = (int)(r & 0xffffffff);
            score[a] += sa;
            score[b] += sb;
            best = sa > best ? sa : best;
            best = sb > best ? sb : best;
        }
    long hs[NS];
    int hb = 0;
    memset(hs, 0, sizeof hs);
    for (int a = 0; a < NS; a++)
        for (int b = a + 1; b < NS; b++) {
            long r = play(a, b);
            hs[a] += r >> 32;
            hs[b] += r & 0xffffffff;
            hb = (int)(r >> 32) > hb ? (int)(r >> 32) : hb;
            hb = (int)(r & 0xffffffff) > hb ? (int)(r & 0xffffffff) : hb;
        }
    for (int k = 0; k < NS; k++) CHECK(score[k] == hs[k]);
    CHECK(best == hb && hb <= 5 * ROUNDS);
    /* tit for tat never beats its opponent by more than 5 points in one game */
    CHECK(hs[6] > 0);
    CHECK_DONE();
}
