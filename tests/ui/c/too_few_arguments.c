double scale(double x, double factor);

double twice(double x)
{
    return scale(x);
}
