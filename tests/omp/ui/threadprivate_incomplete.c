/* 2.7.1: a threadprivate variable must not have an incomplete type (gcc: "'threadprivate'
 * 'tab' has incomplete type"). The size must be known at the directive: an array declared
 * without one, completed only by a later definition, was accepted once the extern-then-
 * definition pattern was (the definition's complete type was checked). `sized` is valid. */
struct opaque;
extern int tab[];
extern struct opaque op;
extern int sized[4];
#pragma omp threadprivate(tab, op, sized)
int tab[10];
int sized[4];
int main(void) {
#pragma omp parallel copyin(sized)
    sized[0]++;
    return tab[0];
}
