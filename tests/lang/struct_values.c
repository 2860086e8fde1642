/* Structs as values: assignment, pass and return by value, nested arrays of structs, self reference. */
#include <stdio.h>
#include <string.h>

struct vec { double x, y, z; };
struct particle { char name[12]; struct vec pos, vel; int tags[3]; };
struct tree { int value; struct tree *left, *right; };

static struct vec add(struct vec a, struct vec b) { return (struct vec){a.x + b.x, a.y + b.y, a.z + b.z}; }
static struct vec scale(struct vec v, double s) { v.x *= s; v.y *= s; v.z *= s; return v; }

static struct particle step(struct particle p, double dt)
{
    p.pos = add(p.pos, scale(p.vel, dt));
    p.tags[0]++;
    return p;
}

static int tree_sum(const struct tree *t) { return t ? t->value + tree_sum(t->left) + tree_sum(t->right) : 0; }

int main(void)
{
    struct particle p = {"proton", {0, 0, 0}, {1, 2, 3}, {0, 5, 6}};
    struct particle q = p;
    for (int i = 0; i < 10; i++)
        q = step(q, 0.5);
    strcpy(q.name, "moved");
    printf("%s %.1f %.1f %.1f %d | %s %.1f %d\n", q.name, q.pos.x, q.pos.y, q.pos.z, q.tags[0], p.name, p.pos.x,
           p.tags[0]);
    struct particle sys[3];
    for (int i = 0; i < 3; i++) {
        sys[i] = p;
        sys[i].pos.x = i;
    }
    printf("%.1f %d\n", sys[2].pos.x + sys[1].vel.z, sys[0].tags[2]);
    struct tree l = {2, NULL, NULL}, r = {3, NULL, NULL}, root = {1, &l, &r};
    struct tree *pt = &root;
    printf("%d %d %d\n", tree_sum(&root), pt->left->value, (*pt).right->value);
    int same = memcmp(&sys[0].vel, &p.vel, sizeof p.vel) == 0;
    return !same;
}
