// The record language's limits through the macros: each error is at the
// token that crosses the limit (docs/record_language.md, "Limits"), one
// error per block, and no block overflows the stack, hangs or allocates
// gigabytes.
drr::patterns! {
    fn populate_0;
    foreach i = 0...2000000000 in def Big_ # i : Pat<(X), (Y)>;
}
drr::patterns! {
    fn populate_1;
    defvar s0 = "ab";
    defvar s1 = !strconcat(s0, s0);
    defvar s2 = !strconcat(s1, s1);
    defvar s3 = !listsplat(!listsplat(s2, 100000), 100000);
}
drr::patterns! {
    fn populate_2;
    defvar L = !range(100000);
    foreach i = L in foreach j = L in defvar x = i;
}
drr::patterns! {
    fn populate_3;
    class D<int n> { int z = !if(!gt(n, 0), !add(D<!sub(n, 1)>.z, 1), 0); }
    defvar v = D<100000>.z;
}
drr::patterns! {
    fn populate_4;
    defvar s = "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a" # "a";
}
drr::patterns! {
    fn populate_5;
foreach i0 = [1] in
foreach i1 = [1] in
foreach i2 = [1] in
foreach i3 = [1] in
foreach i4 = [1] in
foreach i5 = [1] in
foreach i6 = [1] in
foreach i7 = [1] in
foreach i8 = [1] in
foreach i9 = [1] in
foreach i10 = [1] in
foreach i11 = [1] in
foreach i12 = [1] in
foreach i13 = [1] in
foreach i14 = [1] in
foreach i15 = [1] in
foreach i16 = [1] in
foreach i17 = [1] in
foreach i18 = [1] in
foreach i19 = [1] in
foreach i20 = [1] in
foreach i21 = [1] in
foreach i22 = [1] in
foreach i23 = [1] in
foreach i24 = [1] in
foreach i25 = [1] in
foreach i26 = [1] in
foreach i27 = [1] in
foreach i28 = [1] in
foreach i29 = [1] in
foreach i30 = [1] in
foreach i31 = [1] in
foreach i32 = [1] in
foreach i33 = [1] in
foreach i34 = [1] in
foreach i35 = [1] in
foreach i36 = [1] in
foreach i37 = [1] in
foreach i38 = [1] in
foreach i39 = [1] in
foreach i40 = [1] in
foreach i41 = [1] in
foreach i42 = [1] in
foreach i43 = [1] in
foreach i44 = [1] in
foreach i45 = [1] in
foreach i46 = [1] in
foreach i47 = [1] in
foreach i48 = [1] in
foreach i49 = [1] in
foreach i50 = [1] in
foreach i51 = [1] in
foreach i52 = [1] in
foreach i53 = [1] in
foreach i54 = [1] in
foreach i55 = [1] in
foreach i56 = [1] in
foreach i57 = [1] in
foreach i58 = [1] in
foreach i59 = [1] in
foreach i60 = [1] in
foreach i61 = [1] in
foreach i62 = [1] in
foreach i63 = [1] in
foreach i64 = [1] in
foreach i65 = [1] in
foreach i66 = [1] in
foreach i67 = [1] in
foreach i68 = [1] in
foreach i69 = [1] in
foreach i70 = [1] in
foreach i71 = [1] in
foreach i72 = [1] in
foreach i73 = [1] in
foreach i74 = [1] in
foreach i75 = [1] in
foreach i76 = [1] in
foreach i77 = [1] in
foreach i78 = [1] in
foreach i79 = [1] in
foreach i80 = [1] in
foreach i81 = [1] in
foreach i82 = [1] in
foreach i83 = [1] in
foreach i84 = [1] in
foreach i85 = [1] in
foreach i86 = [1] in
foreach i87 = [1] in
foreach i88 = [1] in
foreach i89 = [1] in
foreach i90 = [1] in
foreach i91 = [1] in
foreach i92 = [1] in
foreach i93 = [1] in
foreach i94 = [1] in
foreach i95 = [1] in
foreach i96 = [1] in
foreach i97 = [1] in
foreach i98 = [1] in
foreach i99 = [1] in
foreach i100 = [1] in
foreach i101 = [1] in
foreach i102 = [1] in
foreach i103 = [1] in
foreach i104 = [1] in
foreach i105 = [1] in
foreach i106 = [1] in
foreach i107 = [1] in
foreach i108 = [1] in
foreach i109 = [1] in
foreach i110 = [1] in
foreach i111 = [1] in
foreach i112 = [1] in
foreach i113 = [1] in
foreach i114 = [1] in
foreach i115 = [1] in
foreach i116 = [1] in
foreach i117 = [1] in
foreach i118 = [1] in
foreach i119 = [1] in
foreach i120 = [1] in
foreach i121 = [1] in
foreach i122 = [1] in
foreach i123 = [1] in
foreach i124 = [1] in
foreach i125 = [1] in
foreach i126 = [1] in
foreach i127 = [1] in
foreach i128 = [1] in
foreach i129 = [1] in
    defvar x = 1;
}
fn main() {}
