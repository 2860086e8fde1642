/* 6.8.6.1: a goto may not jump from outside the scope of an identifier of variably modified
 * type to inside it. Before, oxacc's checks accepted it and cc rejected the C oxacc generated
 * (found by the whole-pipeline fuzz test). */
int main(int argc, char **argv) {
    (void)argv;
    int n = argc + 3;
    if (n > 100)
        goto out;
    double v[n * 4];
    v[0] = 1;
    {
        int (*p)[n] = 0;
        goto inner; /* fine: inside the scope already */
    inner:
        (void)p;
    }
    goto back;
    {
        float w[n];
        w[0] = 2;
    back:;
    }
    static int s[4];
    goto after; /* fine: not variably modified */
    int fixed[4];
after:
    (void)fixed;
    (void)s;
out:
    return 0;
}
