/* An orphaned work-sharing directive binds to the parallel region that calls its function
 * (2.8), where the function's automatic variables and parameters are private (one per thread,
 * on its stack): they may not appear in its firstprivate, lastprivate or reduction clauses
 * (2.7.2.2, 2.7.2.3, 2.7.2.6; gcc: "private in outer context"). Accepted before, `work` called
 * in a region returned each thread's share of the sum instead of the sum. Static and
 * file-scope variables, and private / copyprivate of locals, are fine. */
static int total, last;
static int work(int n, int f) {
    int s = 0, l = 0, i;
    static int st;
#pragma omp for reduction(+ : s) firstprivate(f) lastprivate(l)
    for (i = 0; i < n; i++) {
        s += i + f;
        l = i;
    }
#pragma omp sections reduction(+ : st) lastprivate(l)
    {
        l = 1;
#pragma omp section
        st++;
    }
#pragma omp single firstprivate(n) copyprivate(s)
    s = n;
#pragma omp for reduction(+ : total) lastprivate(last) private(l)
    for (i = 0; i < n; i++) {
        l = i;
        total += l;
        last = i;
    }
    return s + l;
}
int main(void) {
    int r = 0;
#pragma omp parallel reduction(+ : r)
    r += work(10, 1);
    return r == 0;
}
