class C<int v> { int V = v; }
multiclass M<int k> {
  if !gt(k, 2) then {
    def _big : C<k>;
  } else {
    def _small : C<k>;
  }
  if !eq(k, 5) then def _five : C<5>;
}
defm A : M<1>;
defm B : M<5>;
foreach n = [0, 3] in {
  if !eq(n, 0) then def Zero # n : C<n>;
  else def NonZero # n : C<n>;
}

multiclass M4<int k> {
  defvar sq = !mul(k, k);
  if !gt(sq, 10) then {
    defvar half = !div(sq, 2);
    def _big : C<half>;
    foreach j = !range(2) in
      if !eq(j, 1) then def _j # j : C<j>;
  }
  assert !ne(k, 0), "zero";
}
defm A4 : M4<2>;
defm B4 : M4<5>;
