/* 2.15.1: a call to a 'routine gang' procedure must be executed in gang-redundant mode, to a
 * 'routine worker' one in worker-single mode, to a 'routine vector' one in vector-single mode;
 * a routine "does not contain nor call another procedure that contains" a loop of a coarser
 * level (a seq routine calls no gang, worker or vector routine). gcc: "routine call uses same
 * OpenACC parallelism as containing loop" / "routine call uses OpenACC parallelism disallowed
 * by containing routine". These compiled silently and the gang routine ran its gang loop once
 * per iteration of the calling gang loop. */
#pragma acc routine gang
void gg(int *a, int n) {
#pragma acc loop gang
    for (int i = 0; i < n; i++)
        a[i] += 1;
}
#pragma acc routine worker
void ww(int *a, int n) {
#pragma acc loop worker
    for (int i = 0; i < n; i++)
        a[i] += 1;
}
#pragma acc routine vector
int vv(int *a, int n) {
#pragma acc loop vector
    for (int i = 0; i < n; i++)
        a[i] += 1;
    return 0;
}
#pragma acc routine seq
int sq(int x) { return x + 1; }

#pragma acc routine seq
void ss(int *a, int n) { ww(a, n); }

#pragma acc routine vector
void vw(int *a, int n) {
    if (n > 0)
        ww(a, n);
    a[0] = vv(a, n) + sq(1);
}

#pragma acc routine worker
void wv(int *a, int n) {
    vv(a, n);
#pragma acc loop worker
    for (int i = 0; i < 4; i++) {
        int r = vv(a, n) + sq(i);
        a[i] += r;
    }
}

int main(void) {
    int a[100] = {0};
#pragma acc parallel copy(a) num_gangs(4)
    {
        gg(a, 100);
#pragma acc loop gang
        for (int i = 0; i < 10; i++)
            gg(a, 100);
#pragma acc loop gang
        for (int i = 0; i < 10; i++) {
            ww(a, 10);
            vv(a, 10);
#pragma acc loop worker
            for (int j = 0; j < 4; j++) {
                int x = 1 + vv(a, 10);
                if (x)
                    ww(a, 100);
#pragma acc loop vector
                for (int k = 0; k < 4; k++)
                    a[k] = sq(k) + vv(a, 10);
            }
        }
    }
#pragma acc parallel loop vector copy(a)
    for (int i = 0; i < 4; i++)
        gg(a, 100);
#pragma acc parallel loop gang copy(a)
    for (int i = 0; i < 4; i++) {
        void (*gg)(int *, int) = ww;
        gg(a, 100);
    }
    return a[0];
}
