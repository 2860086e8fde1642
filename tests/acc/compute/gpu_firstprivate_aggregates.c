/* OpenACC 3.3, 2.5.14 (firstprivate): firstprivate arrays and structs (with array members and
 * a nested struct) on parallel and serial constructs: each gang gets its own copy initialised
 * from the original; a gang's writes to its copy are seen only by that gang and never by the
 * host; a firstprivate scalar changed in gang-redundant code. */
#include "gpu_check.h"

struct inner { short s; double d[3]; };
struct cfg {
    int n;
    float scale[4];
    struct inner in;
    char tag[8];
};

int main(void) {
    int table[16];
    for (int i = 0; i < 16; i++) table[i] = i * i;
    struct cfg c = {5, {1.0f, 0.5f, 2.0f, 4.0f}, {7, {1.5, 2.5, 3.5}}, "abcdefg"};
    static int out[1000];
    static double dout[1000];
    int k = 3;

#pragma acc parallel num_gangs(8) vector_length(32) firstprivate(table, c, k) copyout(out, dout)
    {
        k = k * 2;      /* each gang's own copy: 6 */
        table[0] += 100; /* each gang adds to its own copy once: 100 */
        c.in.s += 1;
#pragma acc loop gang vector
        for (int i = 0; i < 1000; i++) {
            out[i] = table[i % 16] + k + c.n + c.tag[i % 7] + c.in.s;
            dout[i] = c.scale[i % 4] * c.in.d[i % 3];
        }
    }
    for (int i = 0; i < 1000; i++) {
        CHECK(out[i] == (i % 16) * (i % 16) + (i % 16 == 0 ? 100 : 0) + 6 + 5 + "abcdefg"[i % 7] + 8);
        CHECK(dout[i] == (double)c.scale[i % 4] * c.in.d[i % 3]);
    }
    CHECK(k == 3 && table[0] == 0 && c.in.s == 7); /* originals unchanged */

    /* Each gang writes its own copy in a gang loop; the host's array is unchanged. */
    int mark[64];
    for (int i = 0; i < 64; i++) mark[i] = -1;
    static int seen[64];
#pragma acc parallel loop gang num_gangs(16) firstprivate(mark) copyout(seen)
    for (int i = 0; i < 64; i++) {
        mark[i] = i; /* only this gang's copy */
        seen[i] = mark[i];
    }
    for (int i = 0; i < 64; i++) CHECK(seen[i] == i);
    for (int i = 0; i < 64; i++) CHECK(mark[i] == -1);

    /* serial construct with a firstprivate struct */
    int res = 0;
#pragma acc serial firstprivate(c) copy(res)
    {
        for (int i = 0; i < 4; i++) c.scale[i] *= 2;
        res = (int)(c.scale[0] + c.scale[1] + c.scale[2] + c.scale[3]) + c.n;
    }
    CHECK(res == 15 + 5);
    CHECK(c.scale[0] == 1.0f);
    CHECK_DONE();
}
