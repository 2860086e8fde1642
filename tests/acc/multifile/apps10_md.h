/* Shared declarations of the two-file Lennard-Jones MD with cell lists (apps10 hunt): the
 * system is a struct of arrays deep-copied by `enter data` in md_init (apps10_md_lib.c) and
 * attached (2.7.2 / 2.6.8); the pair potential is a `routine seq` and the per-cell force
 * gather a `routine vector` (2.15.1), both defined in apps10_md_lib.c and called from
 * apps10_md_main.c's constructs. */
#define NSIDE 8
#define NP (NSIDE * NSIDE * NSIDE)
#define NCS 3
#define NCELL (NCS * NCS * NCS)
#define MAXPC 64
#define RC 2.5

typedef struct {
    int n;
    double box;
    double *x, *y, *z, *vx, *vy, *vz, *fx, *fy, *fz, *pe;
    int *count, *slots;
} md_t;

#pragma acc routine seq
double lj(double r2, double *fscale);

#pragma acc routine vector
void cell_forces(md_t *s, int c);

#pragma acc routine seq
int cell_of(const md_t *s, double x, double y, double z);

void md_init(md_t *s);
void md_fini(md_t *s);
