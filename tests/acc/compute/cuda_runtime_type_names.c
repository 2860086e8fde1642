/* A C program may name its own types, variables and globals as CUDA's runtime API names
 * its own (code ported from CUDA often does): NVRTC's built-in header declares `cudaError_t`,
 * `enum cudaRoundMode`, `struct CUuuid_st`, `double4_16a`, ... in every module, and NVRTC
 * rejected the kernel's definition of the program's type ("invalid redeclaration of type
 * name cudaError_t"). The module's copies of such names are renamed, as for `dim3`. */
#include "check.h"

typedef struct { int v; } cudaError_t;
struct cudaExtent { long w, h; };
typedef struct CUuuid_st { unsigned char b[16]; } CUuuid;
typedef struct { double x, y, z, w; } double4_16a;
enum cudaRoundMode { up = 1, down = -1 };
int cudaCount[4] = {1, 2, 3, 4};
#pragma acc declare copyin(cudaCount)

#pragma acc routine seq
static int cudaGetLast(cudaError_t e) { return e.v * 2; }

int main(void) {
    int out[8];
    cudaError_t ce = {4};
    struct cudaExtent ext = {2, 3};
    CUuuid id = {{9}};
    double4_16a d4 = {1, 2, 3, 4};
    enum cudaRoundMode m = down;
#pragma acc parallel loop copyout(out) copyin(ce, ext, id, d4, m)
    for (int i = 0; i < 8; i++) {
        cudaError_t local = ce;
        local.v += i;
        out[i] = cudaGetLast(local) + (int)(ext.w * ext.h) + id.b[0] + (int)d4.w + m + cudaCount[i % 4];
    }
    for (int i = 0; i < 8; i++)
        CHECK(out[i] == (4 + i) * 2 + 6 + 9 + 4 - 1 + (i % 4) + 1);
    CHECK_DONE();
}
