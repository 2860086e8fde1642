/* GNU C's zero-length array members (`char data[0]`, the pre-C99 form of a flexible array
 * member, still common in packet and message headers) in structs used in compute regions
 * (OpenACC 3.3, 2.5: the region's C; 2.6.2: the data are copied as bytes, so the device must
 * see gcc's layout). C++ has no zero-length arrays: NVRTC rejected the records the CUDA
 * writer printed ("the size of an array must be greater than zero"). The device records
 * leave such a member out and reach it through its offset, as a flexible array member; a
 * positional initializer's item for one is dropped, as gcc drops it. An empty struct (size 0
 * in GNU C, 1 in C++) keeps its region on the host, with a warning. */
#include "check.h"
#include <stddef.h>

enum { N = 40 };

struct msg { int len; double data[0]; };          /* 8 bytes, data at 8 */
struct mid { char tag; int mark[0]; int k; };     /* mark at 4, k at 4 */

int main(void) {
    static double store[N][8];
    static long long got[N][6];
    for (int i = 0; i < N; i++) {
        struct msg *m = (struct msg *)store[i];
        m->len = i % 5 + 1;
        for (int k = 0; k < m->len; k++) m->data[k] = i + k * 0.5;
    }
#pragma acc parallel loop copy(store) copyout(got)
    for (int i = 0; i < N; i++) {
        struct msg *m = (struct msg *)store[i];
        double s = 0;
        for (int k = 0; k < m->len; k++) {
            m->data[k] *= 2;
            s += m->data[k];
        }
        double *p = m->data;
        got[i][0] = (long long)(s * 4) + (long long)(p[0] * 100) * 1000;
        got[i][1] = sizeof(struct msg) + 100 * sizeof m->data;
        struct mid a = {'x', {}, i}, b = {'y'};
        got[i][2] = a.k + b.k + a.tag + b.tag;
        got[i][3] = (char *)a.mark - (char *)&a + 10 * offsetof(struct mid, k);
        got[i][4] = (char *)(m + 1) - (char *)m;
        got[i][5] = sizeof(struct mid);
    }
    for (int i = 0; i < N; i++) {
        int len = i % 5 + 1;
        double s = 0;
        for (int k = 0; k < len; k++) s += 2 * (i + k * 0.5);
        CHECK(got[i][0] == (long long)(s * 4) + (long long)(2.0 * i * 100) * 1000);
        CHECK(got[i][1] == 8);
        CHECK(got[i][2] == i + 'x' + 'y');
        CHECK(got[i][3] == 44);
        CHECK(got[i][4] == 8);
        CHECK(got[i][5] == 8);
        struct msg *m = (struct msg *)store[i];
        CHECK(m->len == len && m->data[len - 1] == 2 * (i + (len - 1) * 0.5));
    }
    CHECK_DONE();
}
