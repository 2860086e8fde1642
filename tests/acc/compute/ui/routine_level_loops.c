/* 2.15.1: a 'routine worker' procedure "does not contain ... a loop with the gang clause"; a
 * vector routine none with a gang or worker clause; a seq routine none with a gang, worker or
 * vector clause; a gang(dim:d) routine only gang loops of dimension d or less (gcc: "loop uses
 * OpenACC parallelism disallowed by containing routine"). These were accepted and the gang
 * loop ran once per calling gang. */
#pragma acc routine worker
void w(int *a) {
#pragma acc loop gang
    for (int j = 0; j < 100; j++)
        a[j] += 1;
#pragma acc loop worker
    for (int j = 0; j < 100; j++)
        a[j] += 1;
}

#pragma acc routine seq
void s(int *a) {
#pragma acc loop gang
    for (int j = 0; j < 100; j++)
        a[j] += 1;
#pragma acc loop vector
    for (int j = 0; j < 100; j++)
        a[j] += 1;
#pragma acc loop seq
    for (int j = 0; j < 100; j++)
        a[j] += 1;
}

#pragma acc routine vector
void v(int *a) {
#pragma acc loop worker vector
    for (int j = 0; j < 100; j++)
        a[j] += 1;
}

void g(int *a);
#pragma acc routine(g) gang
void g(int *a) {
#pragma acc loop gang(dim:2)
    for (int j = 0; j < 100; j++)
        a[j] += 1;
#pragma acc loop gang worker vector
    for (int j = 0; j < 100; j++)
        a[j] += 1;
}

int main(void) {
    int a[100] = {0};
#pragma acc parallel copy(a) num_gangs(4)
    {
        w(a);
        s(a);
        v(a);
        g(a);
    }
    return a[0];
}
