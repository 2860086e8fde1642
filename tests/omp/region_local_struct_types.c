/* Variables whose struct, union or enum type is defined inside the function, used in
 * parallel regions with every data-sharing attribute (2.7.2): the outlined function at file
 * scope cannot name those types, so oxacc defines the records again there (same layout) and
 * rewrites the region's own `struct S` / `enum E` spellings. oxacc reported "not supported
 * yet" before; gcc compiles and runs these. */
#include "check.h"
#include <string.h>
int main(void) {
    struct point { double x, y; } pts[100];
    union U { int i; float f; } u;
    enum color { RED, GREEN = 5, BLUE } col = GREEN;
    typedef struct { int id; char tag[6]; } rec;
    struct point origin = {1.5, -2.0}, last = {0, 0}, *pp = &origin;
    rec r = {7, "abc"};
    enum color cnt = RED;
    int i, bad = 0;
    u.i = 3;

    /* shared array of a local struct; the body names the type itself */
#pragma omp parallel for
    for (i = 0; i < 100; i++) {
        struct point q = {i, 2.0 * i};
        pts[i] = q;
        pts[i].y += (double)sizeof(struct point) - sizeof(pts[0]);
    }
    for (i = 0; i < 100; i++) bad += pts[i].x != i || pts[i].y != 2.0 * i;
    CHECK(bad == 0);

    /* shared scalar of a local enum and union, read-only; shared pointer to a local struct */
    long s = 0;
#pragma omp parallel reduction(+ : s)
    s += col + u.i + (long)pp->x + (pp == &origin);
    CHECK(s == (long)omp_get_max_threads() * (5 + 3 + 1 + 1));

    /* firstprivate and private of local struct/union types, typedef of an unnamed struct */
#pragma omp parallel firstprivate(origin, r) private(u)
    {
        union U mine;
        u.f = 1.0f;
        mine = u;
        origin.x += omp_get_thread_num();
        r.id += 1;
        if (r.id != 8 || strcmp(r.tag, "abc") != 0 || mine.f != 1.0f
            || origin.x != 1.5 + omp_get_thread_num()) {
#pragma omp atomic
            bad++;
        }
    }
    CHECK(bad == 0 && origin.x == 1.5 && r.id == 7 && u.i == 3);

    /* reduction on a local enum (an integer type) */
#pragma omp parallel for reduction(+ : cnt)
    for (i = 0; i < 10; i++)
        cnt += BLUE == 6;
    CHECK(cnt == 10);

    /* lastprivate of a local struct */
#pragma omp parallel for lastprivate(last)
    for (i = 0; i < 50; i++) {
        last.x = i;
        last.y = pts[i].y;
    }
    CHECK(last.x == 49 && last.y == 98);

    /* copyprivate of a local struct, and a local enum variable declared in the region */
#pragma omp parallel firstprivate(last)
    {
        enum color c = BLUE;
#pragma omp single copyprivate(last)
        {
            last.x = 123;
            last.y = c;
        }
        if (last.x != 123 || last.y != 6) {
#pragma omp atomic
            bad++;
        }
    }
    CHECK(bad == 0);

    /* nested regions and an orphan-free work-sharing part naming the types */
#pragma omp parallel shared(pts)
    {
#pragma omp for
        for (i = 0; i < 100; i++) {
            struct point *p = &pts[i];
            p->x = -p->x;
        }
#pragma omp parallel if (0)
        {
            rec copy = r;
            if (copy.id != 7) {
#pragma omp atomic
                bad++;
            }
        }
    }
    for (i = 0; i < 100; i++) bad += pts[i].x != -i;
    CHECK(bad == 0);
    CHECK_DONE();
}
