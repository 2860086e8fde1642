// expect-error: a case label inside a data region
/* spec 2.6.5: a case label inside a data region jumps into it, skipping its entry actions. */
int main(int argc, char **argv) {
    float a[4];
    (void)argv;
    switch (argc) {
    case 0:
#pragma acc data copy(a)
        {
        case 1:
            a[1] = 2;
        }
    }
    return 0;
}
