/* Routines that use file-scope variables (OpenACC 3.3, 2.13 and 2.15.1): their device code is
 * linked into other files' modules, and each variable's device pointer is bound there to the
 * `declare`d copy, as a module binds its own declare'd globals. */
double factor = 3.0;
#pragma acc declare copyin(factor)

/* Written on the device by one routine, read by another and by the host after an update. */
int hits[8];
#pragma acc declare create(hits)

static const double table[4] = {1.0, 10.0, 100.0, 1000.0};
#pragma acc declare copyin(table)

#pragma acc routine seq
double times_factor(double x) { return x * factor; }

#pragma acc routine seq
void count_hit(int i) {
#pragma acc atomic update
    hits[i % 8] += 1;
}

#pragma acc routine seq
double scaled(int i) { return table[i % 4] * times_factor(1.0); }

void clear_hits(void) {
    for (int i = 0; i < 8; i++) hits[i] = 0;
#pragma acc update device(hits)
}

int hit_total(void) {
#pragma acc update self(hits)
    int s = 0;
    for (int i = 0; i < 8; i++) s += hits[i];
    return s;
}
