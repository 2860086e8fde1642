int triple[3] = { 1, 2, 3, 4 };
