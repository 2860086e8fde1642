int area(int w, int h);

double area(int w, int h)
{
    return (double)w * h;
}
