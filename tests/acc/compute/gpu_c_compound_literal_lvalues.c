/* Compound literals that are objects (C11 6.5.2.5p4-5: an lvalue of automatic storage in the
 * enclosing block) in a compute region (OpenACC 3.3, 2.5): an array literal subscripted
 * (`((int[]){7, 8, 9})[k]`) or decaying to a pointer, the address of a struct literal
 * (`&(struct pt){...}`) written through and read in later statements of the block, a
 * scalar literal incremented, each evaluation giving a fresh value (6.5.2.5p16, in a loop);
 * and `sizeof` of a variable-length array type named in the region (`sizeof(int[n])`,
 * 6.5.3.4p2: its lengths evaluated there). Each made its region host-only. */
#include "check.h"

enum { N = 50 };

struct pt { int x, y; };

#pragma acc routine seq
static int sum3(const int *v) { return v[0] + v[1] + v[2]; }

#pragma acc routine seq
static int gx(struct pt *p) { return p->x * 2 + p->y; }

int main(void) {
    static long got[N][6];
    int n = 5, m = 3;
#pragma acc parallel loop copyout(got) firstprivate(n, m)
    for (int i = 0; i < N; i++) {
        int k = i % 3;
        struct pt *q = &(struct pt){i, 2};
        q->y += 1;
        int *v = (int[]){i, i + 1, i + 2};
        v[2] *= 2;
        long acc = 0;
        for (int j = 0; j < 3; j++) {
            int *w = (int[3]){j, 10, 100};
            acc += w[0] + w[1]; /* a fresh {j, 10, 100} each time */
            w[1] = 0;
        }
        got[i][0] = ((int[]){7, 8, 9})[k] + q->y * 10 + q->x * 100;
        got[i][1] = sum3(v) + sum3((int[]){1, 2, 3}) * 1000;
        got[i][2] = gx(&(struct pt){.y = i, .x = 1}) + gx(q) * 1000;
        got[i][3] = acc + (++(int){i}) * 100;
        got[i][4] = (long)sizeof(int[n]) + (long)sizeof(double[m][n]) * 1000;
        got[i][5] = (long)(sizeof(char[k + 1]) + sizeof(struct pt[i + 1][2]) * 10);
    }
    for (int i = 0; i < N; i++) {
        int k = i % 3;
        CHECK(got[i][0] == 7 + k + 30 + 100L * i);
        CHECK(got[i][1] == i + i + 1 + 2 * (i + 2) + 6000L);
        CHECK(got[i][2] == 2 + i + (2L * i + 3) * 1000);
        CHECK(got[i][3] == 3 + 30 + (i + 1) * 100L);
        CHECK(got[i][4] == 20 + 120 * 1000L);
        CHECK(got[i][5] == (long)(k + 1 + 16 * 10 * (i + 1)));
    }
    CHECK_DONE();
}
