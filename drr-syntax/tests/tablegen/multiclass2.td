// NAME in multiclasses, anonymous defm, nested defm with extra classes,
// let around defm.
class MOp<string mnem, int w> { string Mnemonic = mnem; int Width = w; string Full = NAME # ":" # mnem; }
multiclass Widths<string m> {
  foreach w = [8, 16] in
    def _ # w : MOp<m, w>;
}
multiclass Named<string m> {
  def "" : MOp<m, 32>;
  def _alt : MOp<m # ".alt", 32>;
}
defm ADD : Widths<"add">;
defm MUL : Named<"mul">;
multiclass Both<string m> {
  defm NAME # _w : Widths<m>;
  defm _n : Named<m>;
}
defm SUB : Both<"sub">;
class Flag { bit Flagged = 1; }
let Width = 64 in
defm AND : Named<"and">, Flag;
multiclass Counted<int n> {
  def _c : MOp<"cnt", n> { int Count = !add(n, 1); }
}
defm CNT : Counted<3>;
