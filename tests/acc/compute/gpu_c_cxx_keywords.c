/* C identifiers that are C++ keywords or alternative tokens (new, class, this, template, delete,
 * operator, namespace, typename, virtual, private, public, protected, friend, explicit,
 * mutable, try, catch, throw, bool-free `and`/`or`/`not`-free names such as `export`, `using`,
 * `nullptr`, `constexpr`, `decltype`, `char16_t`, `noexcept`, `static_assert`-free) as variable,
 * parameter, field, struct tag, typedef and function names in compute regions and routines
 * (docs/gpu-target.md: the CUDA writer renames them; OpenACC 3.3, 2.5 / 2.15: C code). */
#include "check.h"

struct class { int new; int this; double template; };
typedef struct class typename;
struct namespace { struct class virtual; int operator[3]; };

#pragma acc routine seq
static int delete(int new, int this) { return new * 10 + this; }

#pragma acc routine seq
static int template(const typename *class) { return class->new + class->this; }

#pragma acc routine seq
static double friend(struct namespace using) { return using.virtual.template + using.operator[2]; }

int main(void) {
    static struct class private[100];
    static struct namespace public[50];
    static int protected[100], explicit[100], mutable[50];
    static double nullptr[50];
    for (int i = 0; i < 100; i++) {
        private[i].new = i;
        private[i].this = -i;
        private[i].template = i * 0.5;
    }
    for (int i = 0; i < 50; i++) {
        public[i].virtual = private[i];
        public[i].operator[0] = i;
        public[i].operator[1] = 2 * i;
        public[i].operator[2] = 3 * i;
    }
    int throw = 7, catch = 3;
#pragma acc parallel loop copyin(private, public) copyout(protected, explicit, mutable, nullptr)
    for (int try = 0; try < 100; try++) {
        int new = private[try].new, this = throw + catch;
        typename export = private[try];
        protected[try] = delete(new, this);
        explicit[try] = template(&export) + export.this;
        if (try < 50) {
            mutable[try] = public[try].operator[1] + public[try].virtual.new;
            nullptr[try] = friend(public[try]);
        }
    }
    for (int i = 0; i < 100; i++) {
        CHECK(protected[i] == i * 10 + 10);
        CHECK(explicit[i] == -i);
    }
    for (int i = 0; i < 50; i++) {
        CHECK(mutable[i] == 3 * i);
        CHECK(nullptr[i] == i * 0.5 + 3 * i);
    }
    /* keywords of C++ as reduction and private variables */
    int constexpr = 0, decltype = 5, noexcept = 0;
#pragma acc parallel loop reduction(+:constexpr) private(noexcept) firstprivate(decltype)
    for (int char16_t = 0; char16_t < 1000; char16_t++) {
        noexcept = char16_t % 3;
        constexpr += noexcept * decltype;
    }
    CHECK(constexpr == 5 * (333 * 1 + 333 * 2));
    CHECK_DONE();
}
