/* kernels (OpenACC 3.3, 2.5.3, 2.9.7): a wavefront over anti-diagonals as dynamic programming
 * writes it (LCS, edit distance: `for (i) { int j = d - i; L[i][j] = f(L[i-1][j-1], L[i-1][j],
 * L[i][j-1]); }`) is parallel: each dimension alone allows the write and a read to meet one
 * iteration apart, but `L[i - 1][d - i - 1]` needs the writing iteration one before the reading
 * one in the rows and one after in the columns, so the pair never meets. It was "Loop carried
 * dependence of 'L'" and a serial kernel per diagonal. A read along the same diagonal
 * (`L[i - 1][j + 1]`, written the iteration before) stays sequential. The .minfo beside this
 * file is the schedule. */
#include "check.h"
#define LA 50
#define LB 40
static int L[LA + 1][LB + 1], R[LA + 1][LB + 1];
static int S[LA + 1][LB + 2], RS[LA + 1][LB + 2];

int main(void) {
    char a[LA], b[LB];
    for (int i = 0; i < LA; i++) a[i] = "ACGT"[(i * 7 + i / 3) % 4];
    for (int i = 0; i < LB; i++) b[i] = "ACGT"[(i * 5 + 1) % 4];
#pragma acc data copy(L) copyin(a, b)
    for (int d = 2; d <= LA + LB; d++) {
        int ilo = d - LB > 1 ? d - LB : 1, ihi = d - 1 < LA ? d - 1 : LA;
#pragma acc kernels
        for (int i = ilo; i <= ihi; i++) {
            int j = d - i;
            L[i][j] = a[i - 1] == b[j - 1] ? L[i - 1][j - 1] + 1 : (L[i - 1][j] > L[i][j - 1] ? L[i - 1][j] : L[i][j - 1]);
        }
    }
    for (int d = 2; d <= LA + LB; d++) {
        int ilo = d - LB > 1 ? d - LB : 1, ihi = d - 1 < LA ? d - 1 : LA;
        for (int i = ilo; i <= ihi; i++) {
            int j = d - i;
            R[i][j] = a[i - 1] == b[j - 1] ? R[i - 1][j - 1] + 1 : (R[i - 1][j] > R[i][j - 1] ? R[i - 1][j] : R[i][j - 1]);
        }
    }
    for (int i = 0; i <= LA; i++)
        for (int j = 0; j <= LB; j++) CHECK(L[i][j] == R[i][j]);
    CHECK(L[LA][LB] == R[LA][LB] && R[LA][LB] > 0);
    /* Along the diagonal: iteration i reads what i - 1 wrote. */
    for (int i = 0; i <= LA; i++) S[i][LB + 1 - i > 0 ? LB + 1 - i : 0] = RS[i][LB + 1 - i > 0 ? LB + 1 - i : 0] = i;
    int d = LB + 1;
#pragma acc kernels copy(S)
    for (int i = 1; i <= LB; i++) {
        int j = d - i;
        S[i][j] = S[i - 1][j + 1] + 1;
    }
    for (int i = 1; i <= LB; i++) {
        int j = d - i;
        RS[i][j] = RS[i - 1][j + 1] + 1;
    }
    for (int i = 0; i <= LA; i++)
        for (int j = 0; j <= LB + 1; j++) CHECK(S[i][j] == RS[i][j]);
    CHECK_DONE();
}
