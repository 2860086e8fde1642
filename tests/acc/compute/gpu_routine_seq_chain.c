/* OpenACC 3.3, 2.15.1 (routine directive, seq): seq routines calling seq routines (three deep),
 * with scalar, pointer, array and struct parameters, a static function and a routine declared
 * with a prototype before its use and defined after main; called from gang, worker and vector
 * loops. */
#include "check.h"

struct pair { int a, b; };

#pragma acc routine seq
static int sq(int x) { return x * x; }

#pragma acc routine seq
static int sum_sq(const int *v, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += sq(v[i]);
    return s;
}

#pragma acc routine seq
static struct pair both(const int *v, int n) {
    struct pair p = {sum_sq(v, n), 0};
    for (int i = 0; i < n; i++) p.b += v[i];
    return p;
}

#pragma acc routine seq
int later(int x, int y);

int main(void) {
    static int data[100 * 8];
    for (int i = 0; i < 800; i++) data[i] = i % 13 - 6;
    static int s1[100], s2[100], s3[100 * 4], s4[800];
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(data) copyout(s1, s2, s3, s4)
    for (int r = 0; r < 100; r++) {
        struct pair p;
        p = both(&data[r * 8], 8);
        s1[r] = p.a;
        s2[r] = p.b;
#pragma acc loop worker
        for (int w = 0; w < 4; w++) s3[r * 4 + w] = sum_sq(&data[r * 8 + w * 2], 2) + later(r, w);
#pragma acc loop vector
        for (int k = 0; k < 8; k++) s4[r * 8 + k] = later(sq(data[r * 8 + k]), k);
    }
    for (int r = 0; r < 100; r++) {
        int a = 0, b = 0;
        for (int k = 0; k < 8; k++) {
            int v = data[r * 8 + k];
            a += v * v;
            b += v;
            CHECK(s4[r * 8 + k] == later(v * v, k));
        }
        CHECK(s1[r] == a && s2[r] == b);
        for (int w = 0; w < 4; w++) {
            int x = data[r * 8 + w * 2], y = data[r * 8 + w * 2 + 1];
            CHECK(s3[r * 4 + w] == x * x + y * y + later(r, w));
        }
    }
    CHECK_DONE();
}

int later(int x, int y) { return x * 3 - y; }
