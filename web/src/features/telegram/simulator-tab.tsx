// stub, replaced
export function SimulatorTab() { return <p>Simulateur</p>; }
