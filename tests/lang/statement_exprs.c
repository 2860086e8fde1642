/* GNU statement expressions, including in macros, loops and nested. */
#include <stdio.h>

#define MAX(a, b) ({ __typeof__(a) a_ = (a); __typeof__(b) b_ = (b); a_ > b_ ? a_ : b_; })
#define SQUARE_SUM(n) ({ int s_ = 0; for (int i_ = 1; i_ <= (n); i_++) s_ += i_ * i_; s_; })

int main(void)
{
    int i = 3;
    int m = MAX(i++, 2);
    int n = ({ int x = 10; x * x; });
    int nested = ({ int y = ({ 4; }) + 1; y * MAX(y, 7); });
    printf("%d %d %d %d %d\n", m, i, n, nested, SQUARE_SUM(5));
    double dm = MAX(1.5, 2.25);
    printf("%.2f\n", dm);
    int total = 0;
    for (int k = 0; k < 5; k++)
        total += ({ int t = k; if (t % 2) t = -t; t; });
    printf("%d\n", total);
    ({ (void)0; });
    return ({ int r = 0; r; });
}
