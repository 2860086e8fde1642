/* OpenACC 3.3, 2.6.2 (implicit data attributes of file-scope variables used in a compute
 * construct: arrays copied, scalars firstprivate) and 2.15.2 (a routine using a global needs a
 * declare): file-scope `static const` lookup tables, a 2-D const table, a const string, and a
 * file-scope scalar read in regions; a table used by a routine through `declare copyin`; a
 * function's `static const` table. The const tables lie in read-only storage: their implicit
 * data clause copies them in only. */
#include "check.h"

static const int sbox[16] = {12, 5, 6, 11, 9, 0, 10, 13, 3, 14, 15, 8, 4, 7, 1, 2};
static const double coef[3][4] = {{1, 2, 3, 4}, {0.5, 0.25, 0.125, 0.0625}, {-1, -2, -3, -4}};
static const char msg[] = "openacc";
static int shift = 3;
static const unsigned char crc_tab[8] = {0x00, 0x07, 0x0e, 0x09, 0x1c, 0x1b, 0x12, 0x15};
#pragma acc declare copyin(crc_tab)

#pragma acc routine seq
static unsigned char crc3(unsigned v) {
    unsigned char c = 0;
    for (int k = 0; k < 4; k++) c = crc_tab[(c ^ (v >> (3 * k))) & 7] ^ (c >> 3);
    return c;
}

int main(void) {
    static int out[1000];
    static double dout[1000];
    static unsigned char cout[1000];
    static const short local_tab[5] = {7, -7, 70, -70, 700};
    static int lout[1000];
#pragma acc parallel loop copyout(out, dout, cout, lout)
    for (int i = 0; i < 1000; i++) {
        out[i] = sbox[i % 16] * 16 + sbox[(i >> 4) % 16] + msg[i % 7] + shift;
        dout[i] = coef[i % 3][i % 4] * i;
        cout[i] = crc3((unsigned)i);
        lout[i] = local_tab[i % 5] * i;
    }
    for (int i = 0; i < 1000; i++) {
        CHECK(out[i] == sbox[i % 16] * 16 + sbox[(i >> 4) % 16] + msg[i % 7] + 3);
        CHECK(dout[i] == coef[i % 3][i % 4] * i);
        CHECK(cout[i] == crc3((unsigned)i));
        CHECK(lout[i] == local_tab[i % 5] * i);
    }
    CHECK_DONE();
}
