/* GNU nested functions (a gcc extension) parse and reach cc as written (a file with one was a
   parse error under -acc); what oxacc cannot do with one yet is its own located error, not a
   cc or link error about the outlined code: a compute construct (OpenACC 3.3, 2.5) naming or
   defining one (its code runs in a function of its own), a directive in one's body. */
int f(int n, int *o) {
    int base = 10;
    int add(int k) { return base + k; }
#pragma acc parallel loop copyout(o[0:n])
    for (int i = 0; i < n; i++) o[i] = add(i);
#pragma acc serial copy(o[0:1])
    {
        int twice(int k) { return 2 * k; }
        o[0] = twice(o[0]);
    }
    void fill(int m) {
#pragma acc parallel loop copyout(o[0:m])
        for (int i = 0; i < m; i++) o[i] = i;
    }
    fill(n);
    return add(1);
}
