// The etcd, Patroni and HAProxy configurations of the HA check (docs/operating.md shows them).

export interface Ports {
  etcdClient: number[];
  etcdPeer: number[];
  pg: number[];
  rest: number[];
  /** HAProxy's listener that always reaches the primary. */
  primary: number;
  /** HAProxy's listener that reaches a replica (DATABASE_READ_URL). */
  replicas: number;
}

/** One member of a three-member etcd on loopback. */
export function etcdArgs(ports: Ports, index: number, dataDir: string): string[] {
  const name = (i: number) => `etcd${i + 1}`;
  const peer = (i: number) => `http://127.0.0.1:${ports.etcdPeer[i]}`;
  const client = `http://127.0.0.1:${ports.etcdClient[index]}`;
  return [
    `--name=${name(index)}`,
    `--data-dir=${dataDir}`,
    `--listen-client-urls=${client}`,
    `--advertise-client-urls=${client}`,
    `--listen-peer-urls=${peer(index)}`,
    `--initial-advertise-peer-urls=${peer(index)}`,
    `--initial-cluster=${[0, 1, 2].map((i) => `${name(i)}=${peer(i)}`).join(',')}`,
    '--initial-cluster-state=new',
    '--initial-cluster-token=tallysheet-ha',
    // A busy machine: a longer election timeout than the default 1 s keeps etcd's own leader.
    '--heartbeat-interval=200',
    '--election-timeout=2000',
    // Patroni's etcd (v2 API) store: see patroniConfig for why not etcd3.
    '--enable-v2=true',
    '--logger=zap',
    '--log-level=warn',
  ];
}

/**
 * Patroni for member `index`. ttl 8 s with loop_wait 1 s is the bound on noticing a dead
 * leader (its lock expires); synchronous_mode makes a commit wait for the synchronous standby,
 * so the member promoted after a failover holds every acknowledged write.
 *
 * The store is etcd's v2 API (\`etcd:\`), not \`etcd3:\`: Patroni 3.0.2 (Debian 12) renews the
 * leader key on etcd3 from its cached view, so a leader frozen past its TTL (SIGSTOP, a network
 * cut) takes the key back from the new leader when it resumes, and the writes acknowledged by
 * the new leader meanwhile are rewound away; on v2 the renewal is a compare-and-swap on its
 * own name, which fails, and it demotes. The check's rejoin step caught this.
 */
export function patroniConfig(options: {
  dir: string;
  archiveDir: string;
  ports: Ports;
  index: number;
  password: string;
}): string {
  const { dir, archiveDir, ports, index, password } = options;
  const name = `pg${index + 1}`;
  return `scope: tallysheet
namespace: /service/
name: ${name}
restapi:
  listen: 127.0.0.1:${ports.rest[index]}
  connect_address: 127.0.0.1:${ports.rest[index]}
etcd:
  hosts: ${ports.etcdClient.map((port) => `127.0.0.1:${port}`).join(',')}
bootstrap:
  dcs:
    ttl: 8
    loop_wait: 1
    retry_timeout: 3
    maximum_lag_on_failover: 1048576
    synchronous_mode: true
    postgresql:
      use_pg_rewind: true
      use_slots: true
      parameters:
        wal_level: replica
        hot_standby: 'on'
        wal_log_hints: 'on'
        max_connections: 200
        max_wal_senders: 10
        max_replication_slots: 10
        wal_keep_size: 256MB
        archive_mode: 'on'
        archive_command: 'test ! -f ${archiveDir}/%f && cp %p ${archiveDir}/%f'
        archive_timeout: 60
  initdb:
  - encoding: UTF8
  - locale: C.UTF-8
  - data-checksums
  pg_hba:
  - local all all trust
  - host replication replicator 127.0.0.1/32 scram-sha-256
  - host all all 127.0.0.1/32 scram-sha-256
postgresql:
  listen: 127.0.0.1:${ports.pg[index]}
  connect_address: 127.0.0.1:${ports.pg[index]}
  data_dir: ${dir}/${name}
  bin_dir: /usr/lib/postgresql/15/bin
  pgpass: ${dir}/${name}.pgpass
  authentication:
    superuser:
      username: postgres
      password: ${password}
    replication:
      username: replicator
      password: ${password}-replication
    rewind:
      username: rewinder
      password: ${password}-rewind
  parameters:
    unix_socket_directories: ${dir}
tags:
  nofailover: false
  noloadbalance: false
  clonefrom: false
  nosync: false
`;
}

/**
 * HAProxy in TCP mode: a member is in the pool while Patroni's REST API answers 200 on
 * GET /primary (the leader only). on-marked-down shutdown-sessions cuts the connections to a
 * member that stops being the primary, so no client keeps writing to a demoted one. The
 * second listener serves DATABASE_READ_URL from the replicas the same way (GET /replica).
 */
export function haproxyConfig(ports: Ports): string {
  const servers = ports.pg
    .map(
      (port, i) => `  server pg${i + 1} 127.0.0.1:${port} maxconn 200 check port ${ports.rest[i]}`,
    )
    .join('\n');
  // Replicas: any member whose Patroni answers 200 on GET /replica (running, not the leader).
  const readers = servers.replaceAll(' maxconn 200', ' maxconn 100');
  return `global
  maxconn 1000
defaults
  mode tcp
  log global
  retries 2
  timeout connect 2s
  timeout client 30m
  timeout server 30m
  timeout check 1s
listen primary
  bind 127.0.0.1:${ports.primary}
  option httpchk GET /primary
  http-check expect status 200
  default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions
${servers}
listen replicas
  bind 127.0.0.1:${ports.replicas}
  balance roundrobin
  option httpchk GET /replica
  http-check expect status 200
  default-server inter 500ms fall 2 rise 1 on-marked-down shutdown-sessions
${readers}
`;
}
