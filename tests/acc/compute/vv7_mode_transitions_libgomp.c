/* OpenACC 3.3, 2.2.3 execution modes: gang-redundant, worker-single and vector-single code
 * between partitioned loops, whose values the partitioned loops read (the broadcast of
 * scalars and of a local array computed in single mode), conditionals and sequential loops in
 * single mode around worker and vector loops, and a worker loop whose body has vector-single
 * code before a vector loop (gcc libgomp mode-transitions.c style). */
#include "check.h"
#define G 8
#define W 16
#define V 32
static int arr[G * W * V];
int main(void) {
    /* t1: a gang-redundant value read by a worker loop */
    for (int i = 0; i < G * W; i++) arr[i] = 0;
#pragma acc parallel copy(arr[0:G * W]) num_gangs(G) num_workers(W) vector_length(V)
    {
#pragma acc loop gang
        for (int i = 0; i < G; i++) {
            int x = i * 2;
#pragma acc loop worker
            for (int j = 0; j < W; j++) arr[i * W + j] += x + j;
        }
    }
    for (int i = 0; i < G; i++)
        for (int j = 0; j < W; j++) CHECK(arr[i * W + j] == 2 * i + j);
    /* t2: worker-single code between two worker loops, with a conditional and a seq loop */
#pragma acc parallel copy(arr[0:G * W]) num_gangs(G) num_workers(W) vector_length(V)
    {
#pragma acc loop gang
        for (int i = 0; i < G; i++) {
            int x = 0;
#pragma acc loop worker reduction(+:x)
            for (int j = 0; j < W; j++) x += arr[i * W + j];
            int y = x;
            if (i % 2) y = -y;
            for (int k = 0; k < 3; k++) y += k;
#pragma acc loop worker
            for (int j = 0; j < W; j++) arr[i * W + j] = y;
        }
    }
    for (int i = 0; i < G; i++) {
        int x = 0;
        for (int j = 0; j < W; j++) x += 2 * i + j;
        int y = (i % 2 ? -x : x) + 3;
        for (int j = 0; j < W; j++) CHECK(arr[i * W + j] == y);
    }
    /* t3: vector-single code inside a worker loop, before and after a vector loop */
#pragma acc parallel copy(arr) num_gangs(G) num_workers(W) vector_length(V)
    {
#pragma acc loop gang
        for (int i = 0; i < G; i++) {
#pragma acc loop worker
            for (int j = 0; j < W; j++) {
                int base = (i * W + j) * V;
                int z = j * 3 + i;
#pragma acc loop vector
                for (int k = 0; k < V; k++) arr[base + k] = z + k;
                int t = 0;
                if (j == W - 1) z = -1;
#pragma acc loop vector reduction(+:t)
                for (int k = 0; k < V; k++) t += arr[base + k];
#pragma acc loop vector
                for (int k = 0; k < V; k++) arr[base + k] = t + z;
            }
        }
    }
    for (int i = 0; i < G; i++)
        for (int j = 0; j < W; j++) {
            int z = j * 3 + i, t = 0;
            for (int k = 0; k < V; k++) t += z + k;
            int want = t + (j == W - 1 ? -1 : z);
            for (int k = 0; k < V; k++) CHECK(arr[(i * W + j) * V + k] == want);
        }
    /* t4: a local array filled in gang-redundant mode, read by a vector loop */
#pragma acc parallel copy(arr[0:G * V]) num_gangs(G) vector_length(V)
    {
#pragma acc loop gang
        for (int i = 0; i < G; i++) {
            int tab[4];
            for (int q = 0; q < 4; q++) tab[q] = i * 10 + q;
#pragma acc loop vector
            for (int k = 0; k < V; k++) arr[i * V + k] = tab[k % 4];
        }
    }
    for (int i = 0; i < G; i++)
        for (int k = 0; k < V; k++) CHECK(arr[i * V + k] == i * 10 + k % 4);
    /* t5: worker-single mode in the parallel region itself (no gang loop): gang-redundant */
    int n = 0;
#pragma acc parallel copy(arr[0:W]) num_gangs(1) num_workers(W) copy(n)
    {
        int m = 5;
        n = m * 2;
#pragma acc loop worker
        for (int j = 0; j < W; j++) arr[j] = m + j;
        m = arr[W - 1];
#pragma acc loop worker
        for (int j = 0; j < W; j++) arr[j] += m;
    }
    CHECK(n == 10);
    for (int j = 0; j < W; j++) CHECK(arr[j] == 5 + j + 5 + W - 1);
    CHECK_DONE();
}
