/* OpenACC 3.3, 2.7.1 (data specification in data clauses: subarrays) and 2.6.4 / 2.7: a compute
 * construct whose data clause names a section of an array (not a pointer), with lower bound 0
 * and above, on a file-scope, a static local and an automatic array and a row range of a 2-D
 * array; the region touches only elements inside the section, so only the section needs to be
 * present on a discrete-memory device. Also the same sections made present by a data
 * construct around the compute construct. */
#include "check.h"

static int g[1000];

int main(void) {
    static int s[1000];
    int l[300];
    static double m[40][50];
    for (int i = 0; i < 1000; i++) g[i] = s[i] = -1;
    for (int i = 0; i < 300; i++) l[i] = -1;

#pragma acc parallel loop copy(g[0:100])
    for (int i = 0; i < 100; i++) g[i] = i;
    for (int i = 0; i < 1000; i++) CHECK(g[i] == (i < 100 ? i : -1));

#pragma acc parallel loop copyout(s[200:50])
    for (int i = 200; i < 250; i++) s[i] = 2 * i;
    for (int i = 0; i < 1000; i++) CHECK(s[i] == (i >= 200 && i < 250 ? 2 * i : -1));

#pragma acc parallel loop copy(l[10:20]) copyin(g[0:100])
    for (int i = 10; i < 30; i++) l[i] = g[i] + 1;
    for (int i = 0; i < 300; i++) CHECK(l[i] == (i >= 10 && i < 30 ? i + 1 : -1));

#pragma acc parallel loop copyout(m[5:10][0:50])
    for (int i = 5; i < 15; i++)
        for (int j = 0; j < 50; j++) m[i][j] = i + j / 100.0;
    for (int i = 0; i < 40; i++)
        for (int j = 0; j < 50; j++) CHECK(m[i][j] == (i >= 5 && i < 15 ? i + j / 100.0 : 0));

#pragma acc data copy(g[500:100])
    {
#pragma acc parallel loop present(g[500:100])
        for (int i = 500; i < 600; i++) g[i] = -i;
#pragma acc parallel loop present(g[550:50])
        for (int i = 550; i < 600; i++) g[i] *= 2;
    }
    for (int i = 500; i < 600; i++) CHECK(g[i] == (i < 550 ? -i : -2 * i));
    CHECK_DONE();
}
