double pick(double *v, double i)
{
    return v[i];
}
