// gemver's three kernels (benches/gpu/gemver.c, n = 8192) as oxacc generates them (gemver.cu,
// copied in by scripts/gpu-lab.sh) against benches/gpu/cuda/gemver.cu, and variants.
#include "lab.h"
#include <cstring>
#include "gemver.cu"

#include "gemver_kernels.cu"
#include "nvrtc_lab.h"

int main() {
    const int n = 8192;
    long nn = (long)n * n;
    int sms;
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    unsigned full = sms * 8;
    float *A0 = dev_rand(nn, 1), *A, *u1 = dev_rand(n, 2), *v1 = dev_rand(n, 3), *u2 = dev_rand(n, 4),
          *v2 = dev_rand(n, 5), *y = dev_rand(n, 6), *z = dev_rand(n, 7), *x0 = dev_rand(n, 8), *x, *w0 = dev_rand(n, 9), *w;
    CK(cudaMalloc(&A, nn * 4));
    CK(cudaMalloc(&x, n * 4));
    CK(cudaMalloc(&w, n * 4));
    printf("gemver (n = %d, %d SMs)\n", n, sms);
    // The update: A changes every run, so the check is one run from the same A.
    CK(cudaMemcpy(A, A0, nn * 4, cudaMemcpyDeviceToDevice));
    ref_a<<<dim3(n / 32, n / 8), dim3(32, 8)>>>(n, A, u1, v1, u2, v2);
    auto wantA = host_of(A, nn);
    auto checkA = [&](auto launch) {
        CK(cudaMemcpy(A, A0, nn * 4, cudaMemcpyDeviceToDevice));
        launch();
        return maxdiff(wantA, host_of(A, nn));
    };
    auto la_ref = [&] { ref_a<<<dim3(n / 32, n / 8), dim3(32, 8)>>>(n, A, u1, v1, u2, v2); };
    auto la_ox = [&] { __oxacc_k_compute_23<<<full, 256>>>(n, A, u1, v1, u2, v2); };
    auto la_2d = [&] { ox_a_2d<<<dim3(n / 256, full / 8 > 0 ? 1024 : 1), 256>>>(n, A, u1, v1, u2, v2); };
    double ra = time_ms(la_ref);
    row("update: cuda 2-D grid", ra, ra, 0);
    row("update: oxacc generated (collapse(2))", time_ms(la_ox), ra, checkA(la_ox));
    row("update: rows over blockIdx.y", time_ms(la_2d), ra, checkA(la_2d));

    auto reset_x = [&] { CK(cudaMemcpy(x, x0, n * 4, cudaMemcpyDeviceToDevice)); };
    reset_x();
    ref_x<<<n / 256, 256>>>(n, 0.5f, A, x, y, z);
    auto wantx = host_of(x, n);
    double rx = time_ms([&] { ref_x<<<n / 256, 256>>>(n, 0.5f, A, x, y, z); });
    row("columns: cuda", rx, rx, 0);
    reset_x();
    __oxacc_k_compute_30<<<n / 256, 256>>>(n, A, y, x, 0.5f, z);
    double dx = maxdiff(wantx, host_of(x, n));
    row("columns: oxacc generated", time_ms([&] { __oxacc_k_compute_30<<<n / 256, 256>>>(n, A, y, x, 0.5f, z); }), rx, dx);
    reset_x();
    ox_x_const<<<n / 256, 256>>>(n, A, y, x, 0.5f, z);
    dx = maxdiff(wantx, host_of(x, n));
    row("columns: generated with const A, y", time_ms([&] { ox_x_const<<<n / 256, 256>>>(n, A, y, x, 0.5f, z); }), rx, dx);

    auto xvar = [&](const char *name, auto k) {
        reset_x();
        k<<<n / 256, 256>>>(n, A, y, x, 0.5f, z);
        double d = maxdiff(wantx, host_of(x, n));
        row(name, time_ms([&] { k<<<n / 256, 256>>>(n, A, y, x, 0.5f, z); }), rx, d);
    };
    xvar("columns: G1 32-bit path only", ox_x_g1);
    xvar("columns: G2 G1, i = counter", ox_x_g2);
    xvar("columns: G3 G2, bound n", ox_x_g3);
    xvar("columns: G4 unsigned counter", ox_x_g4);
    xvar("columns: G5 G3, 32-bit start and stride", ox_x_g5);
    xvar("columns: G6 G3, for (int j = 0; ...)", ox_x_g6);
    xvar("columns: generated again", __oxacc_k_compute_30);
    xvar("columns: hand again", ox_x_const);
    {
        std::string src = slurp("gemver.cu") + slurp("gemver_kernels.cu");
        auto with = oxacc_opts();
        auto without = with;
        without.pop_back();
        struct { const char *label; std::vector<const char *> opts; } builds[] = {
            {"NVRTC", with}};
        for (auto &b : builds) {
            NvrtcModule m(src, b.opts);
            for (const char *k : {"__oxacc_k_compute_30", "ox_x_g5", "ox_x_n0", "ox_x_n1", "ox_x_n2", "ox_x_p2", "ox_x_u64"}) {
                CUfunction f = m.fn(k);
                reset_x();
                dlaunch(f, dim3(n / 256), dim3(256), n, A, y, x, 0.5f, z);
                double d = maxdiff(wantx, host_of(x, n));
                char name[96];
                snprintf(name, sizeof name, "columns: %s, %s", k, b.label);
                row(name, time_ms([&] { dlaunch(f, dim3(n / 256), dim3(256), n, A, y, x, 0.5f, z); }), rx, d);
            }
            {
                long long tot = n;
                int narrow = 1;
                CUfunction t1 = m.fn("ox_x_t1"), t2 = m.fn("ox_x_t2");
                reset_x();
                dlaunch(t1, dim3(n / 256), dim3(256), n, A, y, x, 0.5f, z, tot);
                double d1 = maxdiff(wantx, host_of(x, n));
                row("columns: T1 host trip count, NVRTC", time_ms([&] { dlaunch(t1, dim3(n / 256), dim3(256), n, A, y, x, 0.5f, z, tot); }), rx, d1);
                reset_x();
                dlaunch(t2, dim3(n / 256), dim3(256), n, A, y, x, 0.5f, z, tot, narrow);
                double d2 = maxdiff(wantx, host_of(x, n));
                row("columns: T2 + host's path choice, NVRTC", time_ms([&] { dlaunch(t2, dim3(n / 256), dim3(256), n, A, y, x, 0.5f, z, tot, narrow); }), rx, d2);
            }
            CUfunction f = m.fn("ref_x");
            char name[96];
            snprintf(name, sizeof name, "columns: cuda's kernel, %s", b.label);
            row(name, time_ms([&] { dlaunch(f, dim3(n / 256), dim3(256), n, 0.5f, A, x, y, z); }), rx, 0);
        }
    }
    auto reset_w = [&] { CK(cudaMemcpy(w, w0, n * 4, cudaMemcpyDeviceToDevice)); };
    reset_w();
    ref_w<<<n / 8, 256>>>(n, 0.5f, A, x, w);
    auto wantw = host_of(w, n);
    double rw = time_ms([&] { ref_w<<<n / 8, 256>>>(n, 0.5f, A, x, w); });
    row("rows: cuda", rw, rw, 0);
    reset_w();
    __oxacc_k_compute_36<<<full, 256>>>(n, A, x, w, 0.5f);
    double dw = maxdiff(wantw, host_of(w, n));
    {
        auto got = host_of(w, n);
        printf("  w[0..3] cuda %g %g %g %g, oxacc %g %g %g %g\n", wantw[0], wantw[1], wantw[2], wantw[3], got[0], got[1], got[2], got[3]);
    }
    row("rows: oxacc generated", time_ms([&] { __oxacc_k_compute_36<<<full, 256>>>(n, A, x, w, 0.5f); }), rw, dw);
    for (int bx : {128, 64}) {
        reset_x();
        ref_x<<<n / 256, 256>>>(n, 0.5f, A, x, y, z);
        double t = time_ms([&] { __oxacc_k_compute_30<<<n / bx, bx>>>(n, A, y, x, 0.5f, z); });
        char name[64];
        snprintf(name, sizeof name, "columns: generated, %d-thread blocks", bx);
        row(name, t, rx, 0);
    }
    return 0;
}
