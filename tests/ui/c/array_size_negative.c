int table[4 - 8];
