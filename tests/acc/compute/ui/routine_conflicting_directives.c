/* 2.15.1: "Exactly one of the gang, worker, vector, or seq clauses must appear" gives a
 * procedure one level, and "If a procedure has a bind clause on both the declaration and the
 * definition then they both must bind to the same name". Two routine directives for one
 * function that disagree were accepted silently (the most permissive level was used). gcc:
 * "incompatible 'vector' clause when applying '#pragma acc routine' to 'f', which has already
 * been marked with an OpenACC 'routine' directive"; gcc rejects a differing 'nohost' the same
 * way. Directives that agree stay accepted. */
int hh(int x);
int f(int x);
#pragma acc routine(f) seq
#pragma acc routine(f) vector
int f(int x) { return x + 1; }

#pragma acc routine worker
int g(int x);
#pragma acc routine seq
int g(int x) { return x + 2; }

#pragma acc routine seq bind(hh)
int h(int x);
#pragma acc routine seq bind(kk)
int h(int x) { return x; }

#pragma acc routine gang
void gd(int *a);
#pragma acc routine gang(dim:2)
void gd(int *a) { a[0] = 0; }

int n(int x);
#pragma acc routine(n) seq
#pragma acc routine(n) seq nohost
int n(int x) { return x; }

/* Agreeing directives: the same level, the same bind name (an identifier and a string). */
#pragma acc routine vector bind(hh)
int ok(int x);
#pragma acc routine(ok) vector
#pragma acc routine vector bind("hh")
int ok(int x) { return x; }

int main(void) { return f(1) + g(1) + h(0) - 3; }
