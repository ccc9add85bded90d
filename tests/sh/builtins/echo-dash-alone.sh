echo -
