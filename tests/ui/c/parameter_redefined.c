int area(int width, int width)
{
    return width * width;
}
