/* Historical-simulation Value at Risk for many portfolios as risk engines batch it: one
 * portfolio per iteration of a `parallel loop gang vector`, its profit-and-loss over every
 * historical scenario a sequential dot product with the asset returns, the losses kept in a
 * thread-private array (a `private` clause on the loop, 2.5.13) and sorted there by insertion
 * sort, the 95% VaR and the expected shortfall read from the sorted losses; the book's worst
 * VaR a `max` reduction and the count of portfolios over a limit a `+` reduction. The returns
 * matrix `float`, the weights `double`. Checked against the host. */
#include <math.h>
#include "check.h"
#define NPF 200
#define NAS 12
#define NSC 128

int main(void)
{
    static float ret[NSC][NAS];
    static double w[NPF][NAS], var[NPF], es[NPF];
    for (int s = 0; s < NSC; s++)
        for (int a = 0; a < NAS; a++) ret[s][a] = (float)(0.02 * sin(1.7 * s + 0.9 * a) + 0.01 * cos(0.3 * s * (a + 1)));
    for (int p = 0; p < NPF; p++)
        for (int a = 0; a < NAS; a++) w[p][a] = 1000.0 * (1.0 + ((p * 7 + a * 3) % 10)) * ((p + a) % 4 ? 1 : -1);
    double worst = 0.0;
    int over = 0;
    double loss[NSC];
    const int k = (int)(0.05 * NSC);
#pragma acc parallel loop gang vector vector_length(64) private(loss) copyin(ret, w) copyout(var, es) reduction(max:worst) reduction(+:over)
    for (int p = 0; p < NPF; p++) {
        for (int s = 0; s < NSC; s++) {
            double pl = 0.0;
            for (int a = 0; a < NAS; a++) pl += w[p][a] * ret[s][a];
            loss[s] = -pl;
        }
        for (int i = 1; i < NSC; i++) {
            double v = loss[i];
            int j = i - 1;
            while (j >= 0 && loss[j] < v) { loss[j + 1] = loss[j]; j--; }
            loss[j + 1] = v;
        }
        double tail = 0.0;
        for (int i = 0; i < k; i++) tail += loss[i];
        var[p] = loss[k];
        es[p] = tail / k;
        worst = fmax(worst, loss[k]);
        over += loss[k] > 300.0;
    }
    double hw = 0.0, e = 0.0;
    int ho = 0;
    for (int p = 0; p < NPF; p++) {
        double l[NSC];
        for (int s = 0; s < NSC; s++) {
            double pl = 0.0;
            for (int a = 0; a < NAS; a++) pl += w[p][a] * ret[s][a];
            l[s] = -pl;
        }
        /* the host sorts by selection: the same order, another algorithm */
        for (int i = 0; i < NSC; i++) {
            int m = i;
            for (int j = i + 1; j < NSC; j++) if (l[j] > l[m]) m = j;
            double t = l[i]; l[i] = l[m]; l[m] = t;
        }
        double tail = 0.0;
        for (int i = 0; i < k; i++) tail += l[i];
        e = fmax(e, fabs(var[p] - l[k]) + fabs(es[p] - tail / k));
        hw = fmax(hw, l[k]);
        ho += l[k] > 300.0;
        CHECK(es[p] >= var[p]);
    }
    CHECK(e < 1e-9);
    CHECK(fabs(worst - hw) < 1e-9 && over == ho && ho > 0 && ho < NPF);
    CHECK_DONE();
}
