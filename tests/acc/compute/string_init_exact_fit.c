/* C 6.7.9p14: a character array may be initialised by a string literal with no room for its
   NUL (`char abc[3] = "abc";`: the NUL is not stored), optionally in braces; and an array of
   wchar_t (int on Linux) by a wide literal. Both are ill-formed C++: the CUDA kernel must
   print them element by element (NVRTC rejected the kernel before). */
#include "check.h"
int main(void) {
    int out[6][4];
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < 6; i++) {
        char abc[3] = "abc";
        char two[2][3] = {"xyz", "de"};
        unsigned char hi[2] = {"\xff\x80"};
        int w[3] = L"pq";
        out[i][0] = abc[i % 3];
        out[i][1] = two[i % 2][i % 3];
        out[i][2] = hi[i % 2];
        out[i][3] = w[i % 3];
    }
    const char *abc = "abc", *two[2] = {"xyz", "de\0"};
    for (int i = 0; i < 6; i++) {
        CHECK(out[i][0] == abc[i % 3]);
        CHECK(out[i][1] == two[i % 2][i % 3]);
        CHECK(out[i][2] == (i % 2 ? 0x80 : 0xff));
        CHECK(out[i][3] == "pq"[i % 3]);
    }
    CHECK_DONE();
}
