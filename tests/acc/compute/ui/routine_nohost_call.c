/* 2.15.1: "If a call to a procedure with a nohost clause appears in another procedure but
 * outside any compute construct, that other procedure must also have a nohost clause" (there
 * is no host version to call): an error. "A call to a procedure with a nohost clause must not
 * appear in a compute construct that is compiled for the host": oxacc compiles every compute
 * construct for the host too and keeps a host version of the routine for it, so such a call
 * works but gets a warning saying so. Both compiled silently (the clause was ignored). Calls
 * from another nohost routine, and the bind example of 2.15.1, stay quiet. */
#pragma acc routine seq nohost
int f(int x) { return x + 1; }

#pragma acc routine seq nohost
int g(int x) { return f(x) * 2; }

#pragma acc routine seq bind(f)
int h(int x) { return x - 1; }

#pragma acc routine seq
int s(int x) { return f(x); }

int main(void) {
    int a[10] = {0};
#pragma acc parallel copy(a)
    {
        a[0] = f(1);
        a[1] = h(2) + g(0);
    }
    a[2] = f(2);
    for (int i = f(0); i < 3; i++)
        a[i] += h(i);
    {
        int (*f)(int) = h;
        a[3] = f(3);
    }
    return a[0] + s(0);
}
