/* The launch benchmark's region as oxacc compiles it (bench_launch.c's "generated code" rows):
 * a `parallel loop` over 1 element with 3 present arrays, synchronous or async(q), the same
 * a[i] = b[i] + c[i] as the raw kernel k3. Built with `oxacc -acc -gpu=cc90 -c` by
 * scripts/bench-gpu.sh and linked into bench_launch, so the rows time what a user's program
 * runs: the data clauses' entry and exit, the kernel arguments' translation and the launch. */
void launch_region(float *a, float *b, float *c, int q)
{
    if (q < 0) {
#pragma acc parallel loop present(a[0:1], b[0:1], c[0:1])
        for (int i = 0; i < 1; i++)
            a[i] = b[i] + c[i];
    } else {
#pragma acc parallel loop present(a[0:1], b[0:1], c[0:1]) async(q)
        for (int i = 0; i < 1; i++)
            a[i] = b[i] + c[i];
    }
}
