// Vector types: fixed, multi-dim, scalable dims.
"t.fixed"() : () -> (vector<4xf32>, vector<1xindex>, vector<2x3x4xi8>, vector<16xi1>)
"t.scalable"() : () -> (vector<[4]xf32>, vector<2x[4]xf32>, vector<[2]x[4]xf32>, vector<1x[1]xi1>, vector<[4]x2xi64>)
"t.of_float"() : () -> (vector<8xbf16>, vector<2xf64>, vector<4x4xf16>)
"t.nested"() : () -> (tensor<2xvector<4xf32>>, memref<3xvector<2x[4]xi32>>)
