/* The atomic construct on bit-fields of records aligned to less than 4 bytes (OpenACC 3.3,
 * 2.12; C11 6.7.2.1): a one-byte record in an array (neighbours share each aligned word), a
 * two-byte record whose fields straddle a byte boundary, a packed record, and a member of an
 * anonymous struct. They ran on the host only (a warning): the GPU's CAS loop needed an
 * aligned word of 4 or 8 bytes inside the record; it now takes the aligned 8-byte word around
 * the field at run time, and writes the neighbours' bytes back unchanged. */
#include "check.h"

enum { N = 512, M = 7 };

struct small { unsigned char f : 4, g : 4; };
struct half { unsigned short lo : 5, mid : 6, top : 5; };
struct __attribute__((packed)) pk { unsigned char tag; unsigned v : 7; unsigned char tail; };
struct cnt { unsigned short n : 12, flag : 4; };
struct an { int x; struct { unsigned short a : 3, b : 9; }; };

int main(void) {
    struct small c[M] = {{0, 0}};
    struct half h[3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    struct pk p[3] = {{0xAA, 0, 0x55}, {0xBB, 100, 0x66}, {0xCC, 0, 0x77}};
    struct an a = {42, {0, 0}};
    struct cnt q = {0, 9};
    int got[N];
#pragma acc parallel loop copy(c, h, p, a, q) copyout(got)
    for (int i = 0; i < N; i++) {
        int k = i % M;
#pragma acc atomic update
        c[k].f += 1;
#pragma acc atomic
        c[k].g++;
#pragma acc atomic
        h[i % 3].mid += 2;
#pragma acc atomic capture
        got[i] = q.n++;
#pragma acc atomic
        p[i % 3].v += 3;
#pragma acc atomic
        a.b++;
    }
    for (int k = 0; k < M; k++) {
        int n = N / M + (k < N % M);
        CHECK(c[k].f == n % 16 && c[k].g == n % 16);
    }
    for (int k = 0; k < 3; k++) {
        int n = N / 3 + (k < N % 3);
        CHECK(h[k].lo == 1 + 3 * k && h[k].top == 3 + 3 * k);
        CHECK(h[k].mid == (2 + 3 * k + 2 * n) % 64);
    }
    for (int k = 0; k < 3; k++) {
        int n = N / 3 + (k < N % 3);
        CHECK(p[k].tag == 0xAA + 0x11 * k && p[k].tail == 0x55 + 0x11 * k);
        CHECK(p[k].v == ((k == 1 ? 100 : 0) + 3 * n) % 128);
    }
    CHECK(q.n == N && q.flag == 9);
    CHECK(a.x == 42 && a.a == 0 && a.b == N % 512);
    /* the captured old values of q.n are each of 0 .. N-1 once */
    static char seen[4096];
    int dup = 0;
    for (int i = 0; i < N; i++) {
        CHECK(got[i] >= 0 && got[i] < N);
        dup += seen[got[i] % 4096]++;
    }
    CHECK(dup == 0);
    CHECK_DONE();
}
