int rows = 4;
int grid[rows][4];
