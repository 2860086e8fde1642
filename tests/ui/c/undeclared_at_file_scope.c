int limit = max_items * 2;
