int f(int n, int *a) {
#pragma omp parallel
    {
        if (n < 0)
            return -1;
    }
    for (int k = 0; k < n; k++) {
#pragma omp parallel
        {
            if (a[k])
                continue;
            if (k > 2)
                break;
        }
    }
#pragma omp single
    {
        if (n == 3)
            goto out;
    }
    goto in;
#pragma omp master
    {
    in:
        a[0] = 1;
    }
out:
    return 0;
}
