/* gcc folds a math call on constants in a static initializer only when C's function would
 * not report an error through errno (C11 7.12.1): a domain or pole error or an overflow stays
 * a call, so the initializer is not constant (tests/lang/static_math_initializers.c: the
 * folded ones). */
double sqrt(double), log(double), cos(double), pow(double, double); float expf(float);
static const double a = sqrt(-1.0);
static const double b = log(0.0);
static const float c = expf(100.0f);
static double d = 1.0;
static const double e = cos(d);
static const double f = pow(0.0, -1.0);
int main(void) { return (int)(a + b + c + e + f); }
